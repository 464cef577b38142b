# A pool that passes credkit audit's pool and client checks (a test fixture): the same pool as strong.yaml.
resource "aws_cognito_user_pool" "users" {
  name                = "bank-users"
  user_pool_tier      = "PLUS"
  mfa_configuration   = "ON"
  deletion_protection = "ACTIVE"

  software_token_mfa_configuration {
    enabled = true
  }

  user_pool_add_ons {
    advanced_security_mode = "ENFORCED"
  }

  admin_create_user_config {
    allow_admin_create_user_only = true
  }

  account_recovery_setting {
    recovery_mechanism {
      name     = "verified_email"
      priority = 1
    }
  }

  password_policy {
    minimum_length                   = 15
    require_uppercase                = false
    require_lowercase                = false
    require_numbers                  = false
    require_symbols                  = false
    temporary_password_validity_days = 1
  }
}

resource "aws_cognito_risk_configuration" "risk" {
  user_pool_id = aws_cognito_user_pool.users.id

  compromised_credentials_risk_configuration {
    actions {
      event_action = "BLOCK"
    }
  }
}

resource "aws_cognito_user_pool_client" "app" {
  name                          = "app"
  user_pool_id                  = aws_cognito_user_pool.users.id
  generate_secret               = false
  explicit_auth_flows           = ["ALLOW_USER_SRP_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]
  prevent_user_existence_errors = "ENABLED"
  enable_token_revocation       = true
  allowed_oauth_flows           = ["code"]
  callback_urls                 = ["https://bank.example.com/callback"]

  refresh_token_rotation {
    feature                    = "ENABLED"
    retry_grace_period_seconds = 10
  }
}
