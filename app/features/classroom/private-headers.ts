// The headers of every classroom answer that is someone's own (the classroom page's personal views,
// a class's links): those the route table's "private" delivery names (lib/route-delivery.ts), which
// the Worker also sets on every answer of a private route, whatever its module says.
export { privateHeaders } from "../../lib/route-delivery";
