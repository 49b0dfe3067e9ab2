// The documents' worker run from source (tests, development): the thread loads pdf-worker.tsx through
// tsx, since a worker thread does not inherit the TypeScript loader of the process that starts it.
import { tsImport } from "tsx/esm/api";

const worker = await tsImport("./pdf-worker.tsx", import.meta.url);
export default worker.default;
export const email = worker.email;
