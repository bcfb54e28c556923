// Addresses of a provider video. Nothing is requested from the provider until the visitor asks to
// play: the poster is served by this site, and the embed uses YouTube's privacy-enhanced host.

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

export function isVideoId(id: string): boolean {
  return YOUTUBE_ID.test(id);
}

/** The iframe address, inserted only after the visitor clicks play. */
export function embedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1&rel=0`;
}

/** The video's page on the provider's site: where the play button leads without JavaScript. */
export function watchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}
