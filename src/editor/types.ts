/** The shapes the dev server's editor API answers with (src/engine/editor/README.md holds the contract). */

/** One problem the project's validator found, as the API sends it. */
export interface EditorDiagnostic {
  code: string;
  file: string;
  line: number;
  column: number;
  message: string;
  hint?: string;
  /** Readable path to the value, such as `blocks[2] (rate-table) › rows[0].apy`; empty at the top level. */
  where: string;
  /** The block's index, or null for the page's own fields (sent by the API beside `where`). */
  block?: number | null;
  /** The data path of the field, such as `["blocks", 0, "actions", 1, "href"]`. */
  path?: (string | number)[];
}

export interface PageSummary {
  file: string;
  path: string | null;
  title: string;
  valid: boolean;
  problems: number;
}

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { [key: string]: JsonValue };

export interface LoadedPage {
  file: string;
  text: string;
  hash: string;
  data: JsonObject;
  diagnostics: EditorDiagnostic[];
}

export interface BlockType {
  type: string;
  title: string;
  description: string;
  schema: JsonObject;
  example: JsonObject;
}

export interface Targets {
  pages: { path: string; anchors: string[] }[];
  images: string[];
}

/** What the editor loads once for every view: the block catalogue and the link and image targets. */
export interface RootData {
  blocks: BlockType[];
  targets: Targets;
}
