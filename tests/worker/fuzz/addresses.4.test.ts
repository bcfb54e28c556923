import { oddAddressesShard } from "../odd-addresses";

oddAddressesShard(4);
