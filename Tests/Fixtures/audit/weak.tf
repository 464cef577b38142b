# A pool with the settings credkit audit reports (a test fixture): the same pool as weak.yaml.
resource "aws_cognito_user_pool" "users" {
  name                = "shop-users"
  mfa_configuration   = "OFF"
  deletion_protection = "INACTIVE"

  account_recovery_setting {
    recovery_mechanism {
      name     = "verified_phone_number"
      priority = 1
    }
    recovery_mechanism {
      name     = "verified_email"
      priority = 2
    }
  }

  password_policy {
    minimum_length                   = 8
    require_uppercase                = true
    require_lowercase                = true
    require_numbers                  = true
    require_symbols                  = true
    temporary_password_validity_days = 30
  }
}

resource "aws_cognito_user_pool_client" "web" {
  name                          = "web"
  user_pool_id                  = aws_cognito_user_pool.users.id
  generate_secret               = false
  explicit_auth_flows           = ["ALLOW_USER_PASSWORD_AUTH", "ALLOW_ADMIN_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"]
  prevent_user_existence_errors = "LEGACY"
  enable_token_revocation       = false
  allowed_oauth_flows           = ["implicit"]
  callback_urls = [
    "http://shop.example.com/callback",
    "http://localhost:3000/callback",
  ]
}

resource "aws_cognito_user_pool_client" "elsewhere" {
  name                = "not-this-pool"
  user_pool_id        = "us-east-1_Elsewhere"
  explicit_auth_flows = ["ALLOW_USER_PASSWORD_AUTH"]
}
