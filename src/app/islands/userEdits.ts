type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A change the visitor made to a form field before its island hydrated. */
interface UserEdit {
  field: Field;
  value: string;
  checked: boolean;
  focused: boolean;
  selection: [number, number] | null;
}

function changed(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
    return field.checked !== field.defaultChecked;
  }
  return field.value !== field.defaultValue;
}

function selectionOf(field: Field): [number, number] | null {
  try {
    return 'selectionStart' in field && field.selectionStart !== null && field.selectionEnd !== null
      ? [field.selectionStart, field.selectionEnd]
      : null;
  } catch {
    return null;
  }
}

/**
 * Finds the fields inside `element` the visitor has already typed into or toggled, and puts them back as the
 * server wrote them, so hydration sees exactly its own HTML. {@link replayUserEdits} then applies the edits again
 * as the events React listens to, so the island's state follows what the visitor did.
 */
export function takeUserEdits(element: HTMLElement): UserEdit[] {
  const fields = element.querySelectorAll<Field>('input, textarea, select');
  const edits: UserEdit[] = [];
  for (const field of fields) {
    if (!changed(field)) continue;
    const checkable = field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
    edits.push({
      field,
      value: field.value,
      checked: checkable ? field.checked : false,
      focused: document.activeElement === field,
      selection: selectionOf(field),
    });
    if (field instanceof HTMLSelectElement)
      for (const option of field.options) option.selected = option.defaultSelected;
    else if (checkable) field.checked = field.defaultChecked;
    else field.value = field.defaultValue;
  }
  return edits;
}

// The prototype's setter, not the element's own: React tracks values through a property it defines on each
// element, and only a change it did not see makes it fire onChange.
function setNativeValue(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

/** Re-applies edits taken by {@link takeUserEdits} through input and change events, restoring focus and caret. */
export function replayUserEdits(edits: readonly UserEdit[]): void {
  for (const edit of edits) {
    const { field } = edit;
    if (!field.isConnected) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== edit.checked) field.click();
      continue;
    }
    setNativeValue(field, edit.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    if (edit.focused) {
      field.focus();
      if (edit.selection && 'setSelectionRange' in field) {
        try {
          field.setSelectionRange(...edit.selection);
        } catch {
          // Fields such as type="email" have no selection API; the caret stays at the end.
        }
      }
    }
  }
}
