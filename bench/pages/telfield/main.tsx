import { PhoneInput } from '../../../src/index';
import { mount } from '../mount';

mount(<PhoneInput defaultCountry="US" />);
