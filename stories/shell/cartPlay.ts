import { expect, userEvent, waitFor, within } from 'storybook/test';

const slow = { timeout: 30_000 };

/**
 * Opens the cart and waits for its `data-part` section (a lazy chunk) and for the dialog to take the focus: a
 * click or keys before that would be lost when the dialog moves the focus into itself.
 */
export async function openCartAt(canvasElement: HTMLElement, part: string): Promise<{ dialog: HTMLElement; section: HTMLElement }> {
  const button = await waitFor(() => {
    const found = canvasElement.querySelector<HTMLButtonElement>('[data-part="cart-button"]');
    expect(found).not.toBeNull();
    return found!;
  }, slow);
  await userEvent.click(button);
  const dialog = await within(document.body).findByRole('dialog', {}, slow);
  const section = await waitFor(() => {
    const found = dialog.querySelector<HTMLElement>(`[data-part="${part}"]`);
    expect(found).not.toBeNull();
    return found!;
  }, slow);
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true), slow);
  return { dialog, section };
}
