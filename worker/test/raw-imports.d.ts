// Vite's `?raw` imports: a project file's text, read by Vite's module loader for tests that run
// in workerd (which cannot read the project's files). Only this, not all of vite/client, whose
// `import.meta.env` does not exist in the Worker.
declare module '*?raw' {
  const text: string;
  export default text;
}
