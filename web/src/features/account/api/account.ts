// The account page's calls through the typed client: sessions, ending them, deleting the account.
import type { InferRequestType } from 'hono/client';
import { answer, client, read } from '../../../lib/client.ts';

const user = client.api.user;

/** The download link: the Worker answers it as an attachment, so a plain link saves the file. */
export const EXPORT_PATH = user.export.$path();

export const accountSessions = read(user.sessions, {});
export const endSession = (id: string) => user.sessions[':id'].$delete({ param: { id } });
export const endOtherSessions = () => answer(user.sessions['end-others'].$post());
export const deleteAccount = (json: InferRequestType<typeof user.$delete>['json']) => user.$delete({ json });
