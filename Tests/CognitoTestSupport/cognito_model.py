# SPDX-License-Identifier: Apache-2.0
"""AWS's own model of Cognito (botocore's cognito-idp service-2.json) as a test oracle.

Reads one JSON request on standard input and writes one JSON answer:

- {"errors": ["InitiateAuth", ...]}: the error shapes each operation may answer with
  -> {"InitiateAuth": ["NotAuthorizedException", ...], ...} (an unknown operation maps to null); a
  name the user-pool model lacks is looked up in Cognito Identity's (GetId, GetCredentialsForIdentity).
- {"version": true}: {"botocore": "1.44.8", "operations": 153}, the model the tests hold credkit to.
- {"exchanges": [{"operation", "request", "answer"}, ...]}: each request (a JSON object, or null) is
  checked against the operation's input shape and each answer (or null) against its output shape:
  required members, types, lengths, ranges and patterns (botocore's ParamValidator), plus enum
  values, which ParamValidator does not check -> [{"operation", "request": "problems or empty",
  "answer": "problems or empty"}, ...].
"""
import json
import sys

import botocore
import botocore.session
from botocore.validate import ParamValidator

# The model the tests hold credkit to (make test-deps installs it): another botocore has another
# model, so it is refused rather than used.
BOTOCORE = "1.44.8"
if botocore.__version__ != BOTOCORE:
    sys.exit(f"cognito_model.py: botocore {botocore.__version__} is installed, the tests need {BOTOCORE} (make test-deps)")

MODEL = botocore.session.get_session().get_service_model("cognito-idp")
# Identity pools (Cognito Identity): GetId and GetCredentialsForIdentity, for `errors` requests.
IDENTITY_MODEL = botocore.session.get_session().get_service_model("cognito-identity")
VALIDATOR = ParamValidator()


def enum_problems(value, shape, path):
    """Values outside a string shape's enum, anywhere in `value`."""
    problems = []
    if shape is None or value is None:
        return problems
    if shape.type_name == "string" and shape.enum and isinstance(value, str) and value not in shape.enum:
        problems.append(f"Invalid value for {path}: {value!r} is not one of {', '.join(shape.enum)}")
    elif shape.type_name == "structure" and isinstance(value, dict):
        for name, member in shape.members.items():
            if name in value:
                problems += enum_problems(value[name], member, f"{path}.{name}")
    elif shape.type_name == "list" and isinstance(value, list):
        for index, item in enumerate(value):
            problems += enum_problems(item, shape.member, f"{path}[{index}]")
    elif shape.type_name == "map" and isinstance(value, dict):
        for key, item in value.items():
            problems += enum_problems(key, shape.key, f"{path} key")
            problems += enum_problems(item, shape.value, f"{path}[{key}]")
    return problems


def check(value, shape):
    if value is None:
        return ""
    if shape is None:
        return "" if value == {} else "the operation has no output, but the answer has members"
    report = VALIDATOR.validate(value, shape)
    problems = [report.generate_report()] if report.has_errors() else []
    problems += enum_problems(value, shape, "")
    return "\n".join(problems)


def main():
    request = json.load(sys.stdin)
    if "version" in request:
        answer = {"botocore": botocore.__version__, "operations": len(MODEL.operation_names)}
    elif "errors" in request:
        answer = {}
        for name in request["errors"]:
            model = MODEL if name in MODEL.operation_names else IDENTITY_MODEL
            if name in model.operation_names:
                answer[name] = sorted(shape.name for shape in model.operation_model(name).error_shapes)
            else:
                answer[name] = None
    else:
        answer = []
        for exchange in request["exchanges"]:
            name = exchange["operation"]
            if name not in MODEL.operation_names:
                answer.append({"operation": name, "request": "unknown operation", "answer": "unknown operation"})
                continue
            operation = MODEL.operation_model(name)
            answer.append({"operation": name, "request": check(exchange.get("request"), operation.input_shape),
                           "answer": check(exchange.get("answer"), operation.output_shape)})
    json.dump(answer, sys.stdout)


if __name__ == "__main__":
    main()
