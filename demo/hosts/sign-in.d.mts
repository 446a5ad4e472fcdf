export declare function signInForToken(apiBase: string, email: string, password: string): Promise<string>;
export declare const API_BASE: string;
