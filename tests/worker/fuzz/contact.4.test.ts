import { hostileRequestsShard } from "../hostile-forms";

hostileRequestsShard("contact", 4);
