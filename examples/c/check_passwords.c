// SPDX-License-Identifier: Apache-2.0
/*
 * credkit's C interface from C: checks the passwords on standard input (one per line) against a
 * policy and rates each on the strength meter, printing `credkit check --format json`'s record and
 * the meter's bars for each line. Exit status as `credkit check`: 0 all pass, 1 some fail, 2 the
 * policy cannot be loaded.
 *
 *   cc -I../../include check_passwords.c -L../../.build/debug -lCredKitC -Wl,-rpath,../../.build/debug
 *   printf 'Passw0rd!\nshort\n' | ./a.out cognito-default es
 *
 * The same calls work from any language with a C foreign-function interface (Go's cgo, Node's
 * ffi-napi or koffi, Rust's extern "C", Python's ctypes: the credkit package does exactly this).
 */
#define _POSIX_C_SOURCE 200809L /* getline */

#include <credkit.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv) {
    const char *policy_name = argc > 1 ? argv[1] : "cognito-default";
    const char *language = argc > 2 ? argv[2] : "en";

    credkit_error *error = NULL;
    credkit_policy *policy = credkit_policy_load(policy_name, NULL, &error);
    if (policy == NULL) {
        fprintf(stderr, "credkit: %s (%s)\n", credkit_error_message(error, language), credkit_error_code(error));
        credkit_error_free(error);
        return 2;
    }
    credkit_strength *meter = credkit_strength_new("{\"model\": \"guesses\"}", &error);
    if (meter == NULL) {
        fprintf(stderr, "credkit: %s\n", credkit_error_message(error, language));
        credkit_error_free(error);
        credkit_policy_free(policy);
        return 2;
    }

    int status = 0;
    char *line = NULL;
    size_t capacity = 0;
    ssize_t length;
    int64_t number = 0;
    while ((length = getline(&line, &capacity, stdin)) != -1) {
        if (length > 0 && line[length - 1] == '\n') length--;
        number++;
        const uint8_t *password = (const uint8_t *)line;
        uint32_t failed = 0;
        if (credkit_policy_check(policy, password, (size_t)length, &failed) == 0) status = 1;

        char *record = credkit_policy_check_record(policy, password, (size_t)length, number, language, NULL, &error);
        if (record == NULL) {
            fprintf(stderr, "credkit: %s\n", credkit_error_message(error, language));
            credkit_error_free(error);
            error = NULL;
            status = 2;
            continue;
        }
        /* The bars alone, through the batch call with one item. */
        int64_t offsets[2] = {0, length};
        int8_t bars = 0;
        credkit_strength_batch(meter, password, (size_t)length, offsets, 1, NULL, 0, &bars, NULL, NULL);
        printf("%s\tbars=%d", record, bars);
        for (uint32_t bit = 0; credkit_rule_name(bit) != NULL; bit++) {
            if (failed & (UINT32_C(1) << bit)) printf(" %s", credkit_rule_name(bit));
        }
        printf("\n");
        credkit_string_free(record);
    }
    free(line);
    credkit_strength_free(meter);
    credkit_policy_free(policy);
    return status;
}
