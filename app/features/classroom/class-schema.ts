import { z } from "zod";
import { zodConfig } from "~/lib/zod-config";
import { classBpm, classNameError } from "./class-rules";

// The schema of the form that opens a class, which conform applies on the server, running the
// rules of class-rules.ts. Messages are translation keys.

z.config(zodConfig);

export const createClassSchema = z
  .object({ class_name: z.unknown().optional(), bpm: z.unknown().optional() })
  .superRefine((posted, context) => {
    const name = typeof posted.class_name === "string" ? posted.class_name.trim() : "";
    const nameError = classNameError(name);
    if (nameError) context.addIssue({ code: "custom", message: nameError, path: ["class_name"] });
    if (classBpm(posted.bpm) === null) {
      context.addIssue({ code: "custom", message: "classroom.errors.bpmInvalid", path: ["bpm"] });
    }
  })
  .transform((posted) => ({
    name: typeof posted.class_name === "string" ? posted.class_name.trim() : "",
    bpm: classBpm(posted.bpm) ?? 0,
  }));
