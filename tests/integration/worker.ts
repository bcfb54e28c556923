// The Worker that the vitest pool starts. Tests call route actions and loaders directly with the
// pool's real bindings (D1, rate limiter), so this entry only needs to exist.
// wrangler.toml binds the class's hub, whose class the Worker's module must export.
export { ClassRoundHub } from "../../app/features/classroom/rounds/round-hub.server";

export default {
  fetch() {
    return new Response("test worker", { status: 404 });
  },
} satisfies ExportedHandler<Env>;
