export declare const UNIT_TESTS: string[];
export declare const MOCKING_UNIT_TESTS: string[];
