import { oddAddressesAnswerRight } from "../odd-addresses";

oddAddressesAnswerRight();
