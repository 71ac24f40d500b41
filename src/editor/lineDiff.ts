/**
 * A line diff for the "changed since opened" view. The `diff` package is not installed here, so this is a small
 * longest-common-subsequence diff over lines (after trimming the common head and tail, which for an edit of a page
 * leaves a handful of lines, so the quadratic table stays small).
 */
export type DiffLine = { kind: 'same' | 'added' | 'removed'; text: string; oldLine?: number; newLine?: number };

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  // lcs[i][j]: length of the longest common subsequence of midA[i..] and midB[j..].
  const lcs: number[][] = Array.from({ length: midA.length + 1 }, () => new Array<number>(midB.length + 1).fill(0));
  for (let i = midA.length - 1; i >= 0; i--) {
    for (let j = midB.length - 1; j >= 0; j--) {
      lcs[i][j] = midA[i] === midB[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
    }
  }
  const out: DiffLine[] = [];
  for (let k = 0; k < head; k++) out.push({ kind: 'same', text: a[k], oldLine: k + 1, newLine: k + 1 });
  let i = 0;
  let j = 0;
  while (i < midA.length || j < midB.length) {
    if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
      out.push({ kind: 'same', text: midA[i], oldLine: head + i + 1, newLine: head + j + 1 });
      i++;
      j++;
    } else if (i < midA.length && (j >= midB.length || lcs[i + 1][j] >= lcs[i][j + 1])) {
      out.push({ kind: 'removed', text: midA[i], oldLine: head + i + 1 });
      i++;
    } else {
      out.push({ kind: 'added', text: midB[j], newLine: head + j + 1 });
      j++;
    }
  }
  for (let k = 0; k < tail; k++) {
    out.push({
      kind: 'same',
      text: a[a.length - tail + k],
      oldLine: a.length - tail + k + 1,
      newLine: b.length - tail + k + 1,
    });
  }
  return out;
}

/** The changed lines with `context` unchanged lines around each change; gaps become one `null`. */
export function withContext(lines: DiffLine[], context = 2): (DiffLine | null)[] {
  const keep = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    for (let k = Math.max(0, index - context); k <= Math.min(lines.length - 1, index + context); k++) keep[k] = true;
  });
  const out: (DiffLine | null)[] = [];
  lines.forEach((line, index) => {
    if (keep[index]) out.push(line);
    else if (out.at(-1) !== null && out.length > 0) out.push(null);
  });
  if (out.at(-1) === null) out.pop();
  return out;
}
