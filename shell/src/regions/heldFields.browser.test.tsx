// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readHeldFields, restoreHeldFields } from './heldFields';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const FORM = '<form><input type="email" name="email"><input type="checkbox" name="consent"><button disabled>OK</button></form>';

afterEach(() => {
  document.body.innerHTML = '';
});

function heldHtml() {
  const held = document.createElement('div');
  held.innerHTML = FORM;
  document.body.append(held);
  const [email, consent] = held.querySelectorAll('input');
  email!.value = 'marie@exemple.ca';
  consent!.checked = true;
  email!.focus();
  return held;
}

describe('held fields', () => {
  it('reads each control and the focus, in document order', () => {
    expect(readHeldFields(heldHtml())).toEqual({
      controls: [
        { value: 'marie@exemple.ca', checked: false },
        { value: 'on', checked: true },
      ],
      focused: 0,
    });
  });

  it("gives the rendered form the visitor's input through React's own change events, and the focus back", async () => {
    const held = readHeldFields(heldHtml());
    document.body.innerHTML = '';
    const seen = vi.fn<(name: string, value: string | boolean) => void>();
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <form>
          <input type="email" name="email" onChange={(event) => seen('email', event.target.value)} />
          <input type="checkbox" name="consent" onChange={(event) => seen('consent', event.target.checked)} />
        </form>,
      ),
    );
    await act(async () => restoreHeldFields(container, held));
    expect(seen.mock.calls).toEqual([
      ['email', 'marie@exemple.ca'],
      ['consent', true],
    ]);
    expect(document.activeElement).toBe(container.querySelector('input[type="email"]'));
    act(() => root.unmount());
  });

  it('leaves alone what the visitor did not change', () => {
    const held = document.createElement('div');
    held.innerHTML = FORM;
    const fields = readHeldFields(held);
    const rendered = document.createElement('div');
    rendered.innerHTML = FORM;
    const input = vi.fn();
    rendered.addEventListener('input', input);
    restoreHeldFields(rendered, fields);
    expect(input).not.toHaveBeenCalled();
    expect(fields.focused).toBe(-1);
  });
});
