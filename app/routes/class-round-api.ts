import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { classRoundAction, classRoundLoader } from "~/features/classroom/rounds/class-round-api.server";

// /{lang}/first-aiducation/{aula|classroom}/round (lib/api-routes.ts): a pupil's device reads the
// class's round here, enters it, sends its rate and saves its result, as JSON. A resource route.
export async function loader(args: LoaderFunctionArgs) {
  return classRoundLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return classRoundAction(args);
}
