import { screen, within } from '@testing-library/react';

/** The Mantine wrapper (label, input, description, error) of an input. */
export const fieldWrapperOf = (input: HTMLElement) => {
  const wrapper = input.closest('.mantine-InputWrapper-root');
  if (!(wrapper instanceof HTMLElement)) throw new Error(`No input wrapper around ${input.outerHTML.slice(0, 120)}`);
  return wrapper;
};

/** Waits for `text` shown as the error of the input with the test id (under that field, not elsewhere). */
export async function findFieldError(testId: string, text: string | RegExp) {
  return within(fieldWrapperOf(await screen.findByTestId(testId))).findByText(text);
}
