import { Fragment } from "react";

/**
 * An address shown as text, with line breaks allowed after each `/` and before the query, so that
 * a narrow screen or a large type wraps it between its parts rather than inside a word.
 */
export function WebAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=\/)|(?=\?)/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
