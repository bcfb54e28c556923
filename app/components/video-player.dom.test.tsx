import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import { VideoPlayer } from "./video-player";

afterEach(cleanup);

describe("VideoPlayer after a click", () => {
  it("replaces the poster with the privacy-enhanced iframe, focused, only when asked", () => {
    const { container } = render(
      <VideoPlayer videoId="abcDEF12_-x" title="First aid" poster="/videos/first-aid-vr.svg" />,
      { wrapper: InSpanish },
    );
    expect(container.querySelector("iframe")).toBeNull();

    const play = screen.getByRole("link");
    const notPrevented = fireEvent.click(play);
    expect(notPrevented).toBe(false); // the link is not followed: the video plays here

    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/abcDEF12_-x?autoplay=1&rel=0");
    expect(frame?.getAttribute("title")).toBe("First aid");
    expect(document.activeElement).toBe(frame);
    expect(container.querySelector("img")).toBeNull();
  });

  it("starts again from the poster when another video is chosen", () => {
    const { container, rerender } = render(
      <VideoPlayer key="a" videoId="abcDEF12_-x" title="A" poster="/videos/a.svg" />,
      { wrapper: InSpanish },
    );
    fireEvent.click(screen.getByRole("link"));
    expect(container.querySelector("iframe")).not.toBeNull();
    rerender(<VideoPlayer key="b" videoId="zyxWVU98_-a" title="B" poster="/videos/b.svg" />);
    expect(container.querySelector("iframe")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/videos/b.svg");
  });
});
