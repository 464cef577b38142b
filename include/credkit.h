// SPDX-License-Identifier: Apache-2.0
/*
 * credkit's C interface: Cognito-exact password policies, the four-bar strength meter, email checks
 * and JWT decoding and verification, in-process, for Python (the `credkit` package loads it), Go,
 * Node, Rust and any language with a C foreign-function interface.
 *
 * Conventions:
 * - Text is UTF-8. Passwords, addresses and tokens are given as bytes and a length (they may hold
 *   NUL); names, paths, languages and options are NUL-terminated.
 * - Handles (credkit_policy, credkit_generator, credkit_strength, credkit_email, credkit_jwt_verifier) are opaque and
 *   immutable: one handle may be used from any number of threads at once. Free each with its
 *   *_free function.
 * - Strings a function returns are the caller's: free them with credkit_string_free. Strings that
 *   credkit_version, credkit_rule_name and the credkit_error_* accessors return are not.
 * - A function that can fail takes `credkit_error **error` last (NULL if you do not want the
 *   error) and returns NULL or -1 on failure, with *error set to an object you free with
 *   credkit_error_free. Its code is stable (see docs/python.md for the list); its message exists in
 *   English ("en") and Spanish ("es").
 * - Options are a JSON object (or NULL for the defaults); an unknown field is an error, so a
 *   misspelt option never goes unnoticed.
 * - Records (*_record) are byte for byte the JSON Lines records the credkit command writes for the
 *   same input, without the newline.
 * - Batches are laid out as Arrow string columns: `data`, `data_length` bytes; `offsets`, count + 1
 *   of them (item i is data[offsets[i], offsets[i + 1])); `validity`, an Arrow validity bitmap read
 *   from bit `validity_offset` (NULL: no nulls). Every offset is checked before any item is read.
 *   The calling thread does the work: call from several threads on parts of a column for more cores.
 * - No function opens the network, prints, or reads the environment.
 */
#ifndef CREDKIT_H
#define CREDKIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct credkit_error credkit_error;
typedef struct credkit_policy credkit_policy;
typedef struct credkit_strength credkit_strength;
typedef struct credkit_email credkit_email;
typedef struct credkit_jwt_verifier credkit_jwt_verifier;
typedef struct credkit_generator credkit_generator;

/* The value batch functions write for a null item in a `valid` column. */
#define CREDKIT_NULL 255

/* The library's version ("0.1.0"). */
const char *credkit_version(void);

/* Frees a string a credkit function returned (NULL is allowed). */
void credkit_string_free(char *string);

/* Errors: the stable code ("unreadable", "invalid-value" …), its domain ("policy", "strength",
 * "email", "jwt", "generator", "abi") and the message in a language ("en", "es"; NULL or unknown: English). */
const char *credkit_error_code(const credkit_error *error);
const char *credkit_error_domain(const credkit_error *error);
const char *credkit_error_message(const credkit_error *error, const char *language);
void credkit_error_free(credkit_error *error);

/* Policies ------------------------------------------------------------------------------------ */

/* A bundled preset ("cognito-default", "nist-800-63b" …) or a policy file of any format
 * `credkit --policy` reads. Options: "format" ("cognito", "cloudformation", "serverless",
 * "terraform", "terraform-hcl", "firebase", "keycloak", "auth0"; told from the file when absent),
 * "resource" (which pool, connection or realm when the file holds several), and the values given when
 * deploying, as --parameter, --use-defaults, --var and --var-file do: "parameters" and "variables"
 * (objects of strings), "use_parameter_defaults" (true/false), "var_files" (a list of paths).
 * A live pool ("pool:ID": needs-network) and a policy whose breached-password rule asks the online
 * service (online-breached-rule) are refused: no function opens the network. */
credkit_policy *credkit_policy_load(const char *name_or_path, const char *options, credkit_error **error);

/* The same policy for one user (ContainsUserContext and the guesses meter use these; each may be
 * NULL). */
credkit_policy *credkit_policy_for_user(const credkit_policy *policy, const char *email, const char *username,
                                        const char *name, credkit_error **error);

void credkit_policy_free(credkit_policy *policy);

/* What the import could not carry over exactly: a JSON array of {"code","kind","field","line",
 * "message"}. */
char *credkit_policy_notes(const credkit_policy *policy, const char *language, credkit_error **error);

/* 1: the password passes; 0: it fails; -1: policy NULL, or password NULL with a length. The failed
 * rules go to *failed_rules (may be NULL) as bits: bit i is the rule credkit_rule_name(i). */
int credkit_policy_check(const credkit_policy *policy, const uint8_t *password, size_t length,
                         uint32_t *failed_rules);

/* The code of rule bit `index` ("MinimumLength", "RequireUppercase" …), NULL past the last. */
const char *credkit_rule_name(uint32_t index);

/* The record of `credkit check --format json` for this password as line `line`. `operation`:
 * "sign-up" (NULL), "change-password", "confirm-forgot-password" (Cognito's message differs). */
char *credkit_policy_check_record(const credkit_policy *policy, const uint8_t *password, size_t length,
                                  int64_t line, const char *language, const char *operation,
                                  credkit_error **error);

/* A batch (64-bit offsets, Arrow large_string; *_batch32: 32-bit, Arrow string): valid[i] 1, 0 or
 * CREDKIT_NULL, failed_rules[i] the failed rules' bits (either output may be NULL, not both).
 * 0, or -1 with *error set and nothing written. */
int credkit_policy_check_batch(const credkit_policy *policy, const uint8_t *data, size_t data_length,
                               const int64_t *offsets, size_t count, const uint8_t *validity,
                               size_t validity_offset, uint8_t *valid, uint32_t *failed_rules,
                               credkit_error **error);
int credkit_policy_check_batch32(const credkit_policy *policy, const uint8_t *data, size_t data_length,
                                 const int32_t *offsets, size_t count, const uint8_t *validity,
                                 size_t validity_offset, uint8_t *valid, uint32_t *failed_rules,
                                 credkit_error **error);

/* A batch's rows exactly as `credkit check --format csv` writes them, without the header row
 * (line,valid,violations,cognito_message,error_code,error): item i is line first_line + i, a null item is
 * judged as the empty string; language and operation as for credkit_policy_check_record. For
 * callers that read CSV into columns (Arrow's CSV reader) and want every column of the command's
 * records. The rows (free with credkit_string_free) and their byte count in *length, or NULL with
 * *error set. *_csv32: 32-bit offsets. */
char *credkit_policy_check_csv(const credkit_policy *policy, const uint8_t *data, size_t data_length,
                               const int64_t *offsets, size_t count, const uint8_t *validity, size_t validity_offset,
                               int64_t first_line, const char *language, const char *operation, size_t *length, credkit_error **error);
char *credkit_policy_check_csv32(const credkit_policy *policy, const uint8_t *data, size_t data_length,
                                 const int32_t *offsets, size_t count, const uint8_t *validity,
                                 size_t validity_offset, int64_t first_line, const char *language, const char *operation, size_t *length,
                                 credkit_error **error);

/* Passwords that pass a policy (and its user's context). Options, as `credkit generate`'s:
 * characters — "length", "exclude", "no_symbols", "no_numbers", "no_uppercase", "no_lowercase",
 * "exclude_ambiguous", "include_space"; or a passphrase — "words" (how many), "separator",
 * "word_list" ("en", "es"), "capitalize", "add_number", "add_symbol". */
credkit_generator *credkit_generator_new(const credkit_policy *policy, const char *options, credkit_error **error);
void credkit_generator_free(credkit_generator *generator);

/* The entropy of one password in bits, exact for the construction. */
double credkit_generator_entropy(const credkit_generator *generator);

/* The next password into `buffer` (NUL-terminated; 1,024 bytes always suffice), its length into
 * *length. 0, or -1 with *error set (buffer-too-small, or the generator's own: rejected-by-policy …).
 * The password exists only in your buffer: clear it when done. */
int credkit_generator_next(const credkit_generator *generator, char *buffer, size_t capacity, size_t *length,
                           credkit_error **error);

/* Strength ------------------------------------------------------------------------------------ */

/* Options: "model" ("guesses", the default, "checklist", "checklist-basic"), "user_inputs" (a list
 * of the user's email, name …), "words" (a file of extra words), "languages" ("en,es", "all"). */
credkit_strength *credkit_strength_new(const char *options, credkit_error **error);
void credkit_strength_free(credkit_strength *meter);

/* The record of `credkit strength --format json` for this password as line `line`. */
char *credkit_strength_record(const credkit_strength *meter, const uint8_t *password, size_t length, int64_t line,
                              const char *language, credkit_error **error);

/* A batch: bars[i] 0–4 (-1 null, -2 not UTF-8), guesses_log10[i] (NaN for other models and unrated
 * items); either output may be NULL, not both. 0, or -1 with *error set. */
int credkit_strength_batch(const credkit_strength *meter, const uint8_t *data, size_t data_length,
                           const int64_t *offsets, size_t count, const uint8_t *validity, size_t validity_offset,
                           int8_t *bars, double *guesses_log10, credkit_error **error);
int credkit_strength_batch32(const credkit_strength *meter, const uint8_t *data, size_t data_length,
                             const int32_t *offsets, size_t count, const uint8_t *validity, size_t validity_offset,
                             int8_t *bars, double *guesses_log10, credkit_error **error);

/* A batch's rows as `credkit strength --format csv` writes them, without the header row (an item
 * that is not UTF-8 gets the command's error row); see credkit_policy_check_csv. */
char *credkit_strength_csv(const credkit_strength *meter, const uint8_t *data, size_t data_length,
                           const int64_t *offsets, size_t count, const uint8_t *validity, size_t validity_offset,
                           int64_t first_line, const char *language, size_t *length, credkit_error **error);
char *credkit_strength_csv32(const credkit_strength *meter, const uint8_t *data, size_t data_length,
                             const int32_t *offsets, size_t count, const uint8_t *validity, size_t validity_offset,
                             int64_t first_line, const char *language, size_t *length, credkit_error **error);

/* Email --------------------------------------------------------------------------------------- */

/* Options: "profile" ("default": email-validator's rules; "rfc"), and for the default profile
 * "allow_quoted_local", "allow_display_name", "allow_domain_literal", "allow_empty_local",
 * "allow_smtputf8" (true unless false), "test_environment". */
credkit_email *credkit_email_new(const char *options, credkit_error **error);
void credkit_email_free(credkit_email *checker);

/* The record of `credkit email --format json` for this address as line `line`. */
char *credkit_email_record(const credkit_email *checker, const uint8_t *address, size_t length, int64_t line,
                           const char *language, credkit_error **error);

/* A batch (64-bit offsets): valid[i] 1, 0 or CREDKIT_NULL. 0, or -1 with *error set. */
int credkit_email_batch(const credkit_email *checker, const uint8_t *data, size_t data_length,
                        const int64_t *offsets, size_t count, const uint8_t *validity, size_t validity_offset,
                        uint8_t *valid, credkit_error **error);

/* A batch's rows as `credkit email --format csv` writes them, without the header row (the input
 * column may hold a NUL: use *length); see credkit_policy_check_csv. */
char *credkit_email_csv(const credkit_email *checker, const uint8_t *data, size_t data_length,
                        const int64_t *offsets, size_t count, const uint8_t *validity, size_t validity_offset,
                        int64_t first_line, const char *language, size_t *length, credkit_error **error);
char *credkit_email_csv32(const credkit_email *checker, const uint8_t *data, size_t data_length,
                          const int32_t *offsets, size_t count, const uint8_t *validity, size_t validity_offset,
                          int64_t first_line, const char *language, size_t *length, credkit_error **error);

/* JWT ----------------------------------------------------------------------------------------- */

/* The record of `credkit jwt decode --format json` for this token: nothing is verified. Options:
 * "at" (seconds since 1970: the time the status is judged at; now when absent). */
char *credkit_jwt_decode_record(const uint8_t *token, size_t length, const char *options, const char *language,
                                credkit_error **error);

/* A verifier over a JSON Web Key Set (jwks_length bytes of JSON). Options, each choice explicit:
 * "user_pool_id" or "issuers"; "client_ids" or "any_client": true; "token_use" ("id", "access") or
 * "any_token_use": true; "groups", "scopes" (any of); "leeway" (seconds, 0–86400);
 * "allow_missing_exp"; "at" (seconds since 1970: judge every token at that time, not now). */
credkit_jwt_verifier *credkit_jwt_verifier_new(const uint8_t *jwks, size_t jwks_length, const char *options,
                                               credkit_error **error);
void credkit_jwt_verifier_free(credkit_jwt_verifier *verifier);

/* The record of `credkit jwt verify --format json` for this token. */
char *credkit_jwt_verify_record(const credkit_jwt_verifier *verifier, const uint8_t *token, size_t length,
                                const char *language, credkit_error **error);

#ifdef __cplusplus
}
#endif

#endif /* CREDKIT_H */
