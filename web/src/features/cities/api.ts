// The city and country pages' data (GET /api/city-pages): the read the Worker's HTML was written from.
import { client, read } from '#web-lib/client.ts';

export const directoryPageData = (path: string, page: number) => read(client.api['city-pages'], { query: { path, page: String(page) } });
