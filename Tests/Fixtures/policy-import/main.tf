# The user pool, as the AWS provider's documentation writes it.
variable "prefix" {
  type    = string
  default = "app"
}

locals {
  tags = { team = "identity", "cost-center" = "42" }
}

resource "aws_cognito_user_pool" "pool" {
  name                     = "${var.prefix}-users"
  auto_verified_attributes = ["email"]
  user_pool_tier           = "PLUS"

  /* The policy the security review agreed on. */
  password_policy {
    minimum_length                   = 15
    require_lowercase                = false
    require_numbers                  = false
    require_symbols                  = false
    require_uppercase                = false
    temporary_password_validity_days = 1
    password_history_size            = 3 // three is enough
  }

  schema {
    name                = "email"
    attribute_data_type = "String"
    mutable             = true
    required            = true
    string_attribute_constraints {
      min_length = 5
      max_length = 2048
    }
  }

  verification_message_template {
    email_message = <<-EOT
      Your code is {####}.
      It expires in ${1 + 0} hour.
    EOT
  }

  tags = merge(local.tags, { Name = "users" })
}

resource "aws_cognito_user_pool_client" "client" {
  name         = "app"
  user_pool_id = aws_cognito_user_pool.pool.id
  explicit_auth_flows = [
    "ALLOW_USER_SRP_AUTH",
    "ALLOW_REFRESH_TOKEN_AUTH",
  ]
}
