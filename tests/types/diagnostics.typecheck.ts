// Checked by `npx tsc --noEmit -p tsconfig.json`: a diagnostic takes exactly the parameters its code's entry words it from.
import { diagnostic, type Diagnostic } from '../../src/engine/diagnostics/diagnostics';

const at = { file: 'pages/a.yaml', line: 1, column: 1 };

diagnostic('FW102', { bytes: 1, limit: 2 }, at);
diagnostic('FW119', {}, at);
// @ts-expect-error FW102 needs the size and the limit.
diagnostic('FW102', { bytes: 1 }, at);
// @ts-expect-error FW304's parameters are not FW102's.
diagnostic('FW304', { bytes: 1, limit: 2 }, at);
// @ts-expect-error FW119 takes no parameters.
diagnostic('FW119', { detail: 'x' }, at);
// @ts-expect-error FW403's bounds are numbers.
diagnostic('FW403', { min: '1', max: 2 }, at);

// @ts-expect-error A diagnostic with a message of its own is not a Diagnostic: only diagnostic() words one.
export const handWritten: Diagnostic = { ...at, code: 'FW119', where: '', params: {}, message: 'duplicate key' };
