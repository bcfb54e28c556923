import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it } from "vitest";
import { InSpanish } from "~/lib/translation.testing";
import type { DepthWindow } from "./depth-estimator";
import { DepthGauge } from "./depth-gauge";

// The gauge's words when it shows no depth: why there is none.

const still: DepthWindow = {
  endMs: 10_000,
  fromMs: 7_000,
  toMs: 10_000,
  rateBpm: null,
  depthMm: null,
  compressing: false,
  turned: false,
};

function gauge(live: DepthWindow, phase: "waiting" | "running") {
  render(<DepthGauge id="game" live={live} phase={phase} announcement={null} headingRef={createRef()} />, {
    wrapper: InSpanish,
  });
}

describe("the depth gauge without a depth", () => {
  it("says the phone is turned during a game when it is, and no compressions when it lies flat", () => {
    gauge({ ...still, turned: true }, "running");
    expect(screen.getByText("El móvil está girado: déjalo plano bajo tus manos para medir.")).toBeTruthy();
    expect(screen.queryByText("Sin compresiones.")).toBeNull();
  });

  it("says no compressions when the phone lies flat", () => {
    gauge(still, "running");
    expect(screen.getByText("Sin compresiones.")).toBeTruthy();
  });
});
