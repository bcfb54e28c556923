import { hostileRequestsTo } from "../hostile-forms";

hostileRequestsTo("game-api");
