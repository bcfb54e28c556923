// The browser entry of the teacher link's copy button (the teacher's screen, once).
import { CopyLink } from "~/features/classroom/copy-link";
import { hydrateIslands } from "~/lib/islands/hydrate-islands";

void hydrateIslands("copy-link", CopyLink);
