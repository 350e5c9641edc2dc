// `npm run admin:grant -- EMAIL`: makes an existing account an admin in the local database
// (.wrangler/state, the one `npm start` uses). For a deployed site, list the email in
// ADMIN_EMAILS instead: the account becomes admin at its next sign-in.
import { email as emailField } from '#contract/fields.ts';
import { sqlValue } from './lib/sql.ts';
import { queryLocal, type LocalOptions } from './lib/wrangler.ts';

export interface Granted {
  email: string;
  /** The role before: 'admin' means nothing changed. */
  previousRole: string;
}

export function grantAdmin(rawEmail: string, o: LocalOptions = {}): Granted {
  const parsed = emailField().safeParse(rawEmail);
  if (!parsed.success) throw new Error(`Not an email address: ${JSON.stringify(rawEmail)}`);
  const email = parsed.data;
  const [row] = queryLocal<{ role: string }>(`SELECT role FROM users WHERE email = ${sqlValue(email)}`, o);
  if (!row) throw new Error(`No account with the email ${email}: register it first (at /auth), then run this again.`);
  if (row.role !== 'admin') {
    queryLocal(
      `UPDATE users SET role = 'admin', updated_at = cast(unixepoch('subsec') * 1000 as integer) WHERE email = ${sqlValue(email)}`,
      o,
    );
  }
  return { email, previousRole: row.role };
}

if (import.meta.main) {
  const [arg, ...extra] = process.argv.slice(2);
  if (!arg || extra.length) {
    console.error('Usage: npm run admin:grant -- EMAIL');
    process.exit(2);
  }
  try {
    const { email, previousRole } = grantAdmin(arg);
    console.log(previousRole === 'admin' ? `${email} is already an admin.` : `${email} is now an admin (was ${previousRole}).`);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
