// The Worker's catalogs are compiled before its tests run, so a test always reads what the
// message files say now (scripts/worker-catalogs.ts).
import { compileWorkerCatalogs } from '../../scripts/worker-catalogs.ts';

export default function setup(): void {
  compileWorkerCatalogs();
}
