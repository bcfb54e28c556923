import { replayableProperties } from "./fast-check-report";

// The property tests of the `unit` project, in Node: FC_SEED and FC_PATH from the shell.
replayableProperties(process.env);
