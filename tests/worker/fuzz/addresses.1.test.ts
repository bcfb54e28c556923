import { oddAddressesShard } from "../odd-addresses";

oddAddressesShard(1);
