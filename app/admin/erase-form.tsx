import { Form } from "@remix-run/react";
import { buttonClass } from "./admin-ui";

// The console's erasure with a confirmation (a contact, a class): a box the browser requires before
// it posts, which the action checks again (a post without JavaScript's help, or without the box),
// answering with `error` and the page as it was.

export function EraseForm({
  text,
  error,
}: {
  text: { eraseHeading: string; eraseConfirm: string; eraseButton: string };
  error: string | undefined;
}) {
  return (
    <Form method="post" className="space-y-3 rounded border border-red-300 p-4">
      <h2 className="font-medium">{text.eraseHeading}</h2>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="confirm"
          value="yes"
          required
          className="size-6 shrink-0"
          aria-describedby={error ? "erase-error" : undefined}
        />
        {text.eraseConfirm}
      </label>
      {error ? (
        <p id="erase-error" role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${buttonClass} border-red-600 text-red-800`}>
        {text.eraseButton}
      </button>
    </Form>
  );
}
