import { oddAddressesShard } from "../odd-addresses";

oddAddressesShard(2);
