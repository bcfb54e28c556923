import { hostileRequestsShard } from "../hostile-forms";

hostileRequestsShard("feedback", 2);
