// The package as an app imports it (bench/build.mjs points `telfield` at the root's lib/).
import { PhoneInput } from 'telfield';
import 'telfield/style.css';
import { mount } from '../mount';

mount(<PhoneInput defaultCountry="US" />);
