// The Worker that the vitest pool starts. Tests call route actions and loaders directly with the
// pool's real bindings (D1, rate limiter), so this entry only needs to exist.
export default {
  fetch() {
    return new Response("test worker", { status: 404 });
  },
} satisfies ExportedHandler<Env>;
