// Where `vite build` writes the web app. WEB_BUILD_DIR: the browser tests and Lighthouse build into
// a directory of their own (scripts/lib/wrangler.ts); the static assets are its `client` folder.
export const WEB_BUILD_DIRECTORY = process.env.WEB_BUILD_DIR ?? 'web/dist';
export const WEB_CLIENT_DIRECTORY = `${WEB_BUILD_DIRECTORY}/client`;
