import { hostileRequestsTo } from "../hostile-forms";

hostileRequestsTo("feedback");
