// The join address's QR code: the SVG that qr-code.server.ts made, named and drawn black on white
// by itself. A white frame keeps the quiet zone on any background; the image takes its container's
// width, so the page chooses its size (a projector's screen, a phone's).
export function QrCode({ svg, className = "" }: { svg: string; className?: string }) {
  return (
    <div
      className={`bg-white p-1 [&>svg]:block [&>svg]:h-auto [&>svg]:w-full ${className}`}
      // The SVG is the server's own markup, from the join address and a translated name it escapes.
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
