import type { CourseContent, VideoEntry } from "@content/types";
import { VideoGallery } from "~/components/video-gallery";
import { STEP_ANCHOR } from "../course-steps";
import { SlideConfirmIsland } from "../slide-confirm.island";
import { STEP_PARAM } from "~/lib/page-query";
import { Paragraphs } from "./paragraphs";

// The two steps of videos. Each gallery comes back to the step's section, on the same step, when a
// video is chosen without JavaScript.

interface VideoStepProps {
  videos: VideoEntry[];
  /** The video the gallery starts on (`?video=`). */
  initialVideo: number;
}

/** Step 1: the two basic-life-support videos. */
export function SvbStep({ svb, videos, initialVideo }: VideoStepProps & { svb: CourseContent["svb"] }) {
  return (
    <div className="space-y-6">
      <Paragraphs paragraphs={svb.paragraphs} />
      <VideoGallery
        videos={videos}
        initial={initialVideo}
        anchor={STEP_ANCHOR}
        thumbnailsLabel={svb.thumbnailsLabel}
        gridClass="min-[25rem]:grid-cols-2"
        keepParams={{ [STEP_PARAM]: "1" }}
      />
    </div>
  );
}

/** Step 3: the device tutorials, and the slide control that confirms the virtual phase. */
export function DevicesStep({ devices, videos, initialVideo }: VideoStepProps & { devices: CourseContent["devices"] }) {
  return (
    <div className="space-y-8">
      <Paragraphs paragraphs={devices.paragraphs} />
      <VideoGallery
        videos={videos}
        initial={initialVideo}
        anchor={STEP_ANCHOR}
        thumbnailsLabel={devices.thumbnailsLabel}
        gridClass="min-[25rem]:grid-cols-2 sm:grid-cols-3 lg:grid-cols-5"
        keepParams={{ [STEP_PARAM]: "3" }}
      />
      <SlideConfirmIsland
        slideLabel={devices.slideLabel}
        completed={devices.completed}
        confirmButton={devices.confirmButton}
      />
    </div>
  );
}
