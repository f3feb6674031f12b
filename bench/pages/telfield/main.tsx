import { PhoneInput } from '../../../src/components/phone-input/phone-input';
import { mount } from '../mount';

mount(<PhoneInput defaultCountry="US" />);
