/**
 * A `<script>` or `<style>` element of the engine's own markup, with its name, its attributes and its text: that
 * text is not markup (a script's may hold `<`), so searches of a page read it apart. Global: use it with
 * `matchAll` or `replace`.
 */
export const RAW_TEXT_ELEMENT = /<(script|style)(?=[\s/>])([^>]*)>([\s\S]*?)<\/\1\s*>/gi;
