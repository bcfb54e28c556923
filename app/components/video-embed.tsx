import { useRequestInfo } from "~/lib/request-info";
// The text of the script, as written: it runs in the browser as is, with no build step of its own.
import videoEmbedSource from "./video-embed.inline.js?raw";

/**
 * The video players of a page that runs no application ("video" in page-scripts.ts): a click on a
 * player's play link (`a[data-embed]`, written by VideoPlayer) puts the provider's iframe in place
 * of the poster, as the hydrated player does. Inline, because it is a few hundred bytes: a request
 * of its own would cost a phone more than it saves. It carries the page's nonce (the CSP).
 */
export function VideoEmbedScript() {
  const { nonce } = useRequestInfo();
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: videoEmbedSource }} />;
}
