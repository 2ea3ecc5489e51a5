// Owns carrying what a visitor typed or ticked in a slot's server HTML, and where their focus was, into the slot's own render
// when its code comes and takes the HTML's place (RemoteSlot.tsx): a visitor quicker than the code loses nothing.

export interface HeldFields {
  /** Each form control's value or checked state, in document order (the render has the same controls in the same order). */
  controls: { value: string; checked: boolean }[];
  /** The position of the focused control among them, or -1. */
  focused: number;
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
const controlsOf = (root: Element) => [...root.querySelectorAll<Control>('input, textarea, select')];
const checkable = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

export function readHeldFields(root: Element): HeldFields {
  const controls = controlsOf(root);
  return {
    controls: controls.map((control) => ({ value: control.value, checked: checkable(control) && control.checked })),
    focused: controls.findIndex((control) => control === root.ownerDocument.activeElement),
  };
}

/**
 * Gives the rendered controls the held values as a visitor's input would (the value set past React's own tracking, then an
 * `input` event; a box ticked by a click), so the slot's form state has them too; then puts the focus back.
 */
export function restoreHeldFields(root: Element, held: HeldFields): void {
  const controls = controlsOf(root);
  held.controls.forEach((was, index) => {
    const control = controls[index];
    if (!control) return;
    if (checkable(control)) {
      if (control.checked !== was.checked) control.click();
      return;
    }
    if (control.value === was.value) return;
    const prototype = Object.getPrototypeOf(control) as object;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, was.value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
  });
  const focused = controls[held.focused];
  if (focused && root.ownerDocument.activeElement !== focused) focused.focus();
}
