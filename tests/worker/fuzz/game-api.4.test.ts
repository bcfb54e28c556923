import { hostileRequestsShard } from "../hostile-forms";

hostileRequestsShard("game-api", 4);
