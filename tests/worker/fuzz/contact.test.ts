import { hostileRequestsTo } from "../hostile-forms";

hostileRequestsTo("contact");
