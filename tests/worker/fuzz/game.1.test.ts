import { hostileRequestsShard } from "../hostile-forms";

hostileRequestsShard("game", 1);
